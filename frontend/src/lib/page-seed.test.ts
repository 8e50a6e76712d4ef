import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { applyPageSeed, seedScript } from './page-seed';

function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('share');
  doc.body.innerHTML = html;
  return doc;
}

describe('page seed', () => {
  it('hands the data the server rendered with to the query cache, once', () => {
    const share = { id: 's1', song: { names: ['Nneka', '</script><script>alert(1)</script>'] } };
    const doc = pageWith(`<div id="root"></div>${seedScript([{ queryKey: ['/api/shares', 's1'], data: share }])}`);
    const client = createQueryClient();
    applyPageSeed(client, doc);
    expect(client.getQueryData(['/api/shares', 's1'])).toEqual(share);
    // The script is gone: a later call (or a later page) cannot apply stale data.
    expect(doc.getElementById('boogy-page-data')).toBeNull();
  });

  it('keeps a name that looks like a closing tag inside the script', () => {
    const html = seedScript([{ queryKey: ['k'], data: '</script><b>x</b>' }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('ignores a missing or malformed seed: the app fetches for itself', () => {
    const client = createQueryClient();
    applyPageSeed(client, pageWith('<div id="root"></div>'));
    applyPageSeed(client, pageWith('<script type="application/json" id="boogy-page-data">{not json</script>'));
    applyPageSeed(client, pageWith('<script type="application/json" id="boogy-page-data">[{"queryKey":"not-a-key","data":1}]</script>'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
