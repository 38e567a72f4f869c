// Text folded as Turkish folds it, for matching what people type against what is stored: case ignored with
// Turkish casing ('İ' → 'i', 'I' → 'ı'), then the dotted and dotless i as one letter and every accent dropped,
// so 'cay' finds 'Çay', 'ISKENDER' finds 'İskender' and 'servis ucreti' is 'Servis Ücreti'. The menu's search
// and the price rules' name checks use this one fold.
export function foldTurkish(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
