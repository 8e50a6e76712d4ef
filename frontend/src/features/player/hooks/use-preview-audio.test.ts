import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreviewAudio } from './use-preview-audio';

describe('usePreviewAudio', () => {
  it('shows the length the server gave until the element has read its own', () => {
    const { result } = renderHook(() => usePreviewAudio('/a.mp3', true, 212.4));
    expect(result.current.duration).toBe(212.4);
  });

  it('caps an unpaid track at the 40-second preview, with or without a known length', () => {
    expect(renderHook(() => usePreviewAudio('/a.mp3', false, 212.4)).result.current.duration).toBe(40);
    expect(renderHook(() => usePreviewAudio('/a.mp3', false)).result.current.duration).toBe(40);
  });

  it('takes the length the element reads once its metadata arrive', () => {
    const { result } = renderHook(() => usePreviewAudio('/a.mp3', true, 212.4));
    const audio = document.createElement('audio');
    Object.defineProperty(audio, 'duration', { value: 213.1 });
    act(() => result.current.setAudio(audio));
    act(() => void audio.dispatchEvent(new Event('durationchange')));
    expect(result.current.duration).toBe(213.1);
  });
});
