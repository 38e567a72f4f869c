// login.html lists the portal's files (its entry, chunks and shared libraries, antd included) in an inert
// <template id="portal-files">. They are fetched once the user turns to the form (focus, a tap, a key): while
// they type, the portal downloads at low priority, and a visitor who never signs in fetches none of it.
const INTENT = ['focusin', 'pointerdown', 'keydown'] as const;

export function prefetchPortal(doc: Document = document): void {
  const template = doc.getElementById('portal-files');
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  doc.head.append(template.content.cloneNode(true));
}

export function prefetchPortalOnIntent(doc: Document = document): void {
  const go = () => {
    for (const type of INTENT) doc.removeEventListener(type, go, true);
    prefetchPortal(doc);
  };
  // A field focused before the script ran counts as intent too.
  if (doc.activeElement && doc.activeElement !== doc.body && doc.activeElement.closest('form')) return go();
  for (const type of INTENT) doc.addEventListener(type, go, true);
}
