/**
 * happy-dom's `document` is not `instanceof window.Document`, so react-aria's isFocusWithin() is always false
 * there and a Popover (a Select's list) steals focus from what is inside it. Browsers and jsdom are unaffected.
 */
export function makeDocumentInstanceOfDocument() {
  if (!(document instanceof window.Document))
    Object.defineProperty(window.Document, Symbol.hasInstance, {
      value: (value: unknown) => value instanceof Node && value.nodeType === Node.DOCUMENT_NODE,
    });
}
