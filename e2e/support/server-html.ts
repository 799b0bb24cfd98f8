/*
 * A server-rendered page's HTML with what changes from one run or build to the next made
 * fixed, so two renders of the same page and data compare equal: the port, hashed asset and
 * CSS-module names, stored files' random names, ids (option items' too), dates and times, and
 * the router's own state (how the render got its data, not what the page shows). What the page
 * carries for its queries is kept, as data without times.
 */

const isoDateTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const isoDate = /\b\d{4}-\d{2}-\d{2}\b/g;
const writtenDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const storedFile = /\/files\/[A-Za-z0-9_-]{16}/g;
const hashedAsset = /\/assets\/([A-Za-z0-9_.-]+?)-[A-Za-z0-9_-]{8}\.(js|css)/g;
const cssModuleClass = /\b_([A-Za-z][A-Za-z0-9]*)_[a-z0-9]{5}_\d+\b/g;
// An option item's id: 'i' and its catalog item's UUID, shortened (issue 37), new with every seed.
const optionItemId = /\bi[0-9a-f]{9}\b/g;
const copyrightYear = /©\s*(<!-- -->)?\d{4}/g;
const stateScript = /(<script type="application\/json" id="ssr-state">)([\s\S]*?)(<\/script>)/;

interface SentQuery {
  queryKey: unknown;
  state: { status: string; data?: unknown; error?: unknown };
}

/** The page's query state as data: each query's key, status, data and error, no times. */
function queriesOf(stateJson: string): string {
  const { queries } = JSON.parse(stateJson) as { queries: { queries: SentQuery[] } };
  const sent = queries.queries.map(({ queryKey, state }) => ({
    queryKey,
    status: state.status,
    data: state.data ?? null,
    error: state.error ?? null,
  }));
  return JSON.stringify(sent, null, 1);
}

export function comparableHtml(html: string, origin: string): string {
  const withState = html.replace(
    stateScript,
    (_all, open: string, json: string, close: string) => `${open}\n${queriesOf(json)}\n${close}`,
  );
  return withState
    .replaceAll(origin, 'ORIGIN')
    .replace(hashedAsset, '/assets/$1.$2')
    .replace(cssModuleClass, '_$1')
    .replace(storedFile, '/files/FILE')
    .replace(uuid, 'UUID')
    .replace(optionItemId, 'OPTION')
    .replace(isoDateTime, 'DATETIME')
    .replace(isoDate, 'DATE')
    .replace(writtenDate, 'DATE')
    .replace(copyrightYear, '© YEAR');
}
