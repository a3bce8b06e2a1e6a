// Per-employee stock: pick a staff member, see and set what they hold.
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useEmployeeStock } from '#web/features/inventory/api/get-employee-stock.ts';
import { EmployeeStockEditor } from '#web/features/inventory/components/employee-stock-editor.tsx';

export function EmployeeStockPanel() {
  const staff = useEmployeeStock();
  const [chosen, setChosen] = useState<string | null>(null);
  if (staff.isPending) return <ScreenLoader />;
  if (staff.isError) return <LoadError title="Could not load employee stock" error={staff.error} onRetry={() => void staff.refetch()} />;
  const selected = staff.data.find((s) => s.employee.id === chosen) ?? staff.data[0];
  return (
    <Stack gap="md">
      <Select
        label="Employee"
        data={staff.data.map((s) => ({ value: s.employee.id, label: `${s.employee.name} (${s.employees_inventories.length} products)` }))}
        value={selected?.employee.id ?? null}
        onChange={setChosen}
        searchable
        allowDeselect={false}
        maw={360}
      />
      {/* Keyed: the editor's typed values belong to one employee and one version of their stock. */}
      {selected && <EmployeeStockEditor key={`${selected.employee.id}:${JSON.stringify(selected.employees_inventories)}`} stock={selected} />}
    </Stack>
  );
}
