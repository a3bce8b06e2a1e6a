// The inventory tabs of My Profile (REFERENCE §5): Assigned Inventory, Shared Inventory and Request
// Inventory, for every staff member. Read fresh from the profile call; every action refreshes them.
import { Badge, Group, Tabs } from '@mantine/core';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useMyInventory } from '#web/features/inventory/api/get-my-inventory.ts';
import { AssignedInventory } from '#web/features/inventory/components/assigned-inventory.tsx';
import { RequestInventory } from '#web/features/inventory/components/request-inventory.tsx';
import { SharedInventory } from '#web/features/inventory/components/shared-inventory.tsx';

export function MyInventoryTabs({ myId }: { myId: string }) {
  const mine = useMyInventory();
  if (mine.isPending) return <ScreenLoader />;
  if (mine.isError) return <LoadError title="Could not load your inventory" error={mine.error} onRetry={() => void mine.refetch()} />;
  const waiting = mine.data.inventory_prompts.length;
  return (
    <Tabs defaultValue="assigned" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="assigned">Assigned Inventory</Tabs.Tab>
        <Tabs.Tab value="shared">
          <Group gap={6} wrap="nowrap">
            Shared Inventory
            {waiting > 0 && <Badge size="sm" circle aria-label={`${waiting} waiting`}>{waiting}</Badge>}
          </Group>
        </Tabs.Tab>
        <Tabs.Tab value="request">Request Inventory</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="assigned" pt="md"><AssignedInventory items={mine.data.employees_inventories} myId={myId} /></Tabs.Panel>
      <Tabs.Panel value="shared" pt="md"><SharedInventory prompts={mine.data.inventory_prompts} /></Tabs.Panel>
      <Tabs.Panel value="request" pt="md"><RequestInventory requests={mine.data.inventory_requests} /></Tabs.Panel>
    </Tabs>
  );
}
