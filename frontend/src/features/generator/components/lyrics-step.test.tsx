import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LyricsStep, type Vocal } from './lyrics-step';

const LYRICS = '[Verse]\nNora and Omar dance all night';
const MOVES = [{ name: 'Nora', move: 'The Moonwalk', description: 'Glide backwards', durationSec: 8 }];

/** The generator holds the draft; this stands in for it so the editor is used as on the page. */
function Editor({ busy = false, onGenerate = () => undefined, onDraft = () => undefined }: { busy?: boolean; onGenerate?: () => void; onDraft?: (draft: { lyrics: string; vocal: Vocal }) => void }) {
  const [lyrics, setLyrics] = useState(LYRICS);
  const [vocal, setVocal] = useState<Vocal>('male');
  onDraft({ lyrics, vocal });
  return (
    <LyricsStep
      lyrics={lyrics}
      onLyricsChange={setLyrics}
      vocal={vocal}
      onVocalChange={setVocal}
      onGenerate={onGenerate}
      onCopy={() => undefined}
      onStartAgain={() => undefined}
      busy={busy}
      danceMoves={MOVES}
    />
  );
}

describe('the lyrics editor', () => {
  it('edits the lyrics and the voice that will be generated', async () => {
    const user = userEvent.setup({ delay: null });
    const onGenerate = vi.fn();
    let draft = { lyrics: '', vocal: 'male' as Vocal };
    render(
      <Editor
        onGenerate={onGenerate}
        onDraft={(d) => {
          draft = d;
        }}
      />,
    );
    const editor = screen.getByLabelText('Your lyrics (edit anything you like)');
    expect(editor).toHaveValue(LYRICS);
    await user.type(editor, ' and sing along');
    await user.click(screen.getByRole('radio', { name: 'Mixed' }));
    expect(screen.getByRole('radio', { name: 'Mixed' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate Song' }));
    expect(onGenerate).toHaveBeenCalledOnce();
    expect(draft).toEqual({ lyrics: `${LYRICS} and sing along`, vocal: 'mixed' });
  });

  it('shows each name’s dance move', () => {
    render(<Editor />);
    const moves = screen.getByRole('region', { name: 'Your custom dance moves' });
    expect(within(moves).getByText('Nora')).toBeVisible();
    expect(within(moves).getByText('The Moonwalk')).toBeVisible();
  });

  it('cannot start a second song while one is starting', async () => {
    const user = userEvent.setup({ delay: null });
    const onGenerate = vi.fn();
    render(<Editor busy onGenerate={onGenerate} />);
    const generate = screen.getByRole('button', { name: /Generate Song/ });
    expect(generate).toBeDisabled();
    await user.click(generate);
    expect(onGenerate).not.toHaveBeenCalled();
    expect(screen.getByText('Starting your song')).toBeInTheDocument();
  });

  it('downloads the edited lyrics as a text file', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:lyrics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('lyrics.txt');
    });
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Download Lyrics' }));
    expect(clicked).toHaveBeenCalledOnce();
    await expect(saved[0]?.text()).resolves.toBe(LYRICS);
  });
});
