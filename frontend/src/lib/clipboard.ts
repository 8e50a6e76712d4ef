/** Copies text: the async clipboard first, then a hidden textarea with execCommand (spec fallback). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if ('clipboard' in navigator) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea copy
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the spec's fallback where the async clipboard is refused
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
