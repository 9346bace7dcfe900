import { IMaskInput } from 'react-imask';

interface MaskedDocumentInputProps {
  id: string;
  mask: string;
  value: string;
  placeholder: string;
  className?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

/** A document number typed through its type's mask (imask pattern: 0 digit, a letter); loaded on demand. */
export function MaskedDocumentInput({ mask, value, onChange, ...rest }: MaskedDocumentInputProps) {
  return (
    <IMaskInput
      {...rest}
      mask={mask}
      value={value}
      // a stray character is dropped, fixed characters (spaces, N) are put in as the user types
      lazy
      onAccept={(masked: string) => {
        if (masked !== value) onChange(masked);
      }}
    />
  );
}
