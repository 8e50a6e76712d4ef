import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface CurrencySelectProps {
  id: string;
  /** The codes offered: the account page and the earnings screen offer different lists. */
  currencies: readonly string[];
  value: string;
  onChange: (currency: string) => void;
  disabled?: boolean;
  className?: string;
}

/** A "Preferred currency" select that lists currency codes. */
export function CurrencySelect({ id, currencies, value, onChange, disabled, className }: CurrencySelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-label="Preferred currency">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {currencies.map((code) => (
          <SelectItem key={code} value={code}>
            {code}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
