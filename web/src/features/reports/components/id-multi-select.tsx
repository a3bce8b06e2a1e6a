// A report filter over ids (locations, staff): a searchable multi-select with "Select all" beside it.
// Nothing chosen means everyone, which the placeholder says, so clearing is the way back to "all".
import { Button, MultiSelect, Stack } from '@mantine/core';

interface Option {
  id: string;
  name: string;
}

interface IdMultiSelectProps {
  label: string;
  /** Plural noun for the placeholder and the button: "locations", "staff". */
  noun: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

export function IdMultiSelect({ label, noun, options, value, onChange }: IdMultiSelectProps) {
  const everyone = options.length > 0 && options.every((option) => value.includes(option.id));
  return (
    <Stack gap={4} align="flex-start">
      <MultiSelect
        w="100%"
        label={label}
        data={options.map((option) => ({ value: option.id, label: option.name }))}
        value={[...value]}
        onChange={onChange}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${noun}` }}
        nothingFoundMessage="No match"
        placeholder={value.length === 0 ? `All ${noun}` : undefined}
      />
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(options.map((option) => option.id))} disabled={everyone}>
        {`Select all ${noun}`}
      </Button>
    </Stack>
  );
}
