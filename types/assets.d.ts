// What a bundled asset import gives: CSS for its side effect, an image as its URL.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
