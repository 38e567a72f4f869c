// Loads the page's script one frame after the first paint of the server-rendered HTML. The menu is already
// readable; fetching React later keeps the first paint (and Lighthouse's estimate of it on a slow phone)
// from waiting on 77 KB of JavaScript. Served beside the main script by the server render only.
const current = document.currentScript as HTMLScriptElement | null;
const main = current?.dataset.main;
if (main) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const script = document.createElement('script');
      script.src = main;
      document.head.appendChild(script);
    }, 0),
  );
}

export {};
