// Treatments grouped by product (REFERENCE §5), with "Selected: N" and Clear. Each shows its
// duration and price, so the client knows the length and cost of what they are booking.
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { BookableTreatment } from '#functions/contract/catalog.ts';
import { formatMoney } from '#functions/contract/money.ts';

interface TreatmentPickerProps {
  treatments: readonly BookableTreatment[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

function byProduct(treatments: readonly BookableTreatment[]): [string, BookableTreatment[]][] {
  const groups = new Map<string, BookableTreatment[]>();
  for (const treatment of treatments) groups.set(treatment.product.name, [...(groups.get(treatment.product.name) ?? []), treatment]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function TreatmentPicker({ treatments, selected, onChange }: TreatmentPickerProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <Stack gap="md" component="section" aria-labelledby="treatments-heading">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="treatments-heading">
          Treatments
        </Title>
        <Group gap="sm">
          <Text size="sm" aria-live="polite">
            Selected: {selected.length}
          </Text>
          <Button size="xs" variant="default" onClick={() => onChange([])} disabled={selected.length === 0}>
            Clear
          </Button>
        </Group>
      </Group>
      {treatments.length === 0 && <Text c="dimmed">This practitioner has no treatments to book online yet.</Text>}
      {byProduct(treatments).map(([product, list]) => (
        <Stack key={product} gap="xs" role="group" aria-label={product}>
          <Text fw={600} size="sm" c="dimmed" tt="uppercase">
            {product}
          </Text>
          {list.map((treatment) => (
            <Checkbox.Card key={treatment.id} radius="md" p="sm" withBorder checked={selected.includes(treatment.id)} onChange={(on) => toggle(treatment.id, on)} aria-label={treatment.name}>
              <Group wrap="nowrap" align="flex-start">
                <Checkbox.Indicator />
                <div style={{ flex: 1 }}>
                  <Text fw={500}>{treatment.name}</Text>
                  <Text size="sm" c="dimmed">
                    {treatment.duration_minutes} min · {formatMoney(treatment.cost_cents)}
                  </Text>
                </div>
              </Group>
            </Checkbox.Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
