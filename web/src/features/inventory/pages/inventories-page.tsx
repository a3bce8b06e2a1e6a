// `/inventories` (admin and inventory manager, REFERENCE §5): the practice's stock (add, set, assign,
// history), each employee's stock with the bulk editor, and the inventory requests to decide.
import { Tabs } from '@mantine/core';
import { Page } from '#web/components/page.tsx';
import { EmployeeStockPanel } from '#web/features/inventory/components/employee-stock-panel.tsx';
import { PracticeStockPanel } from '#web/features/inventory/components/practice-stock-panel.tsx';
import { RequestsPanel } from '#web/features/inventory/components/requests-panel.tsx';

export function InventoriesPage() {
  return (
    <Page title="Inventories" width="wide">
      <Tabs defaultValue="practice" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="practice">Practice stock</Tabs.Tab>
          <Tabs.Tab value="employees">Employee stock</Tabs.Tab>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="practice" pt="md"><PracticeStockPanel /></Tabs.Panel>
        <Tabs.Panel value="employees" pt="md"><EmployeeStockPanel /></Tabs.Panel>
        <Tabs.Panel value="requests" pt="md"><RequestsPanel /></Tabs.Panel>
      </Tabs>
    </Page>
  );
}
