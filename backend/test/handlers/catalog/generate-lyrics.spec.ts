import { GenerateLyricsCommand, type GenerateLyricsInput } from '../../../src/modules/catalog/application/commands/generate-lyrics/generate-lyrics.handler';
import { useHandlerHarness } from '../../support/handler-harness';

/** Lyrics for the names: the spec's limits on names, and every name sung (the style is checked at the edge). */
describe('GenerateLyrics on the bus', () => {
  const h = useHandlerHarness();
  const write = (input: Partial<GenerateLyricsInput>) => h().execute<{ lyrics: string; danceMoves: unknown[] }>(new GenerateLyricsCommand({ names: ['Nora'], style: 'hip-hop', ...input } as GenerateLyricsInput));

  it('writes lyrics that sing every name, with dance moves', async () => {
    const { lyrics, danceMoves } = await write({ names: ['Nora', 'Omar', 'Priya'], style: 'kids' });
    for (const name of ['Nora', 'Omar', 'Priya']) expect(lyrics).toContain(name);
    expect(danceMoves.length).toBeGreaterThan(0);
  });

  it.each<[Partial<GenerateLyricsInput>, string]>([
    [{ names: [' ', ''] }, 'Names Required: Please enter at least one name!'],
    [{ names: Array.from({ length: 21 }, (_, i) => `Friend${i}`) }, 'Too Many Names: Maximum 20 names allowed for optimal song quality.'],
  ])('refuses %j with "%s"', async (input, message) => {
    await expect(write(input)).rejects.toMatchObject({ kind: 'invalid', message });
  });

  it('accepts exactly 20 names', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Friend${String.fromCharCode(65 + i)}`);
    await expect(write({ names })).resolves.toMatchObject({ lyrics: expect.stringContaining('FriendA') });
  });
});
