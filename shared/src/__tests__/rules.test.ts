import { imageFileName, mondayFirstIndex } from '../contract';

describe('image file name rule', () => {
  it('keeps the stem before the first dot, lowercased, non-alphanumerics as hyphens, plus the lowercased extension', () => {
    expect(imageFileName('Adana Kebap.final.JPG')).toBe('adana-kebap.jpg');
    expect(imageFileName('Çiğ Köfte.png')).toBe('-i--k-fte.png');
    expect(imageFileName('C:\\fotos\\Menu_1.WebP')).toBe('menu-1.webp');
  });
});

describe('small rules', () => {
  it('displays Monday first and Sunday last', () => {
    expect(mondayFirstIndex(1)).toBe(0);
    expect(mondayFirstIndex(0)).toBe(6);
  });
});
