import { useState } from 'react';
import { Input } from '@/components/ui/input';

interface TitleEditorProps {
  initial: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** Inline rename: Enter saves (a blank title saves nothing), Escape cancels. */
export function TitleEditor({ initial, onSave, onCancel }: TitleEditorProps) {
  const [value, setValue] = useState(initial);
  return (
    <Input
      autoFocus
      aria-label="Song title"
      value={value}
      maxLength={100}
      onChange={(e) => setValue(e.target.value)}
      onBlur={onCancel}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          if (value.trim()) onSave(value.trim());
          else onCancel();
        }
        if (e.key === 'Escape') onCancel();
      }}
    />
  );
}
