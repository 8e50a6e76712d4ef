// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { songTitle } from './song-title';

describe('songTitle', () => {
  it('shows a title the user chose as it is', () => {
    expect(songTitle({ title: 'Eve Party', names: ['Eve'], style: 'kids' })).toBe('Eve Party');
  });

  it('replaces the stored file-like default with the names, the style and the event', () => {
    const title = songTitle({ title: 'Boogy3_Oliver', names: ['Oliver', 'Sophie', 'Marcus'], style: 'k-pop', isBirthday: true });
    expect(title).toContain('Oliver, Sophie, and Marcus');
    expect(title).toContain('K-Pop');
    expect(title).toContain('Birthday');
    expect(title).not.toContain('Boogy3_');
  });

  it('shortens a long guest list', () => {
    expect(songTitle({ title: 'Boogy1_A', names: ['A', 'B', 'C', 'D', 'E'], style: 'hip-hop' })).toContain('A, B, C + 2 more');
  });
});
