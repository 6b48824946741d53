// For visitors without JavaScript (rendered once, in the root layout's <head>, the one place HTML
// allows a <style> inside <noscript>). A section's loading.tsx or a
// <Suspense> makes React stream the rest of the page in hidden `<div id="S:n">` segments and move
// them into place with inline scripts; without scripts only the skeleton would show. This shows the
// streamed segments and hides the skeleton.
//
// - 'all' (a page whose content may stream in pieces, e.g. /verify/{serial}): every segment is
//   shown where it sits in the document; the footer is kept last, since late segments follow it.
// - 'shell' (the landing page): only the segment holding <main> is shown. Its own Suspense sections
//   stay as their no-JavaScript fallbacks (links), rather than piling up at the end of the page.
// Every loading.tsx skeleton is marked aria-busy="true" (and nothing else on a page is, until scripts run).
// The components that need scripts to work say so here too, by their data attributes: the hero
// carousel's controls go (the first slide stays), and the product tabs show every panel in turn.
const HIDE_SKELETON = '[aria-busy="true"]{display:none!important}';
const WITHOUT_SCRIPTS =
  '[data-carousel-controls]{display:none!important}' +
  '[data-product-tabs] [role="tablist"]{display:none}[data-product-tabs] [role="tabpanel"][hidden]{display:block}';
const CSS = {
  all: `${WITHOUT_SCRIPTS}[hidden][id^="S:"]{display:contents!important}${HIDE_SKELETON}body{display:flex!important;flex-direction:column}body>footer,[hidden][id^="S:"]>footer{order:1}`,
  shell: `${WITHOUT_SCRIPTS}[hidden][id^="S:"]:has(>main){display:contents!important}${HIDE_SKELETON}`,
};

export function NoScriptReveal({ segments = 'all' }: { segments?: keyof typeof CSS }) {
  return (
    <noscript>
      <style>{CSS[segments]}</style>
    </noscript>
  );
}
