// The list screens' search box: one look, one width rule, a real search input.
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      flex={1}
      maw={420}
      miw={200}
    />
  );
}
