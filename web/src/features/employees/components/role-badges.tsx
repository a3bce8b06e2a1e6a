// An employee's roles as badges in a labelled list, so a screen reader hears "Roles, list, 2 items".
import { Badge, Group, type MantineSize } from '@mantine/core';
import { rolesOf, type RoleLabel } from '#web/features/employees/employee-facts.ts';

interface RoleBadgesProps {
  roles: Parameters<typeof rolesOf>[0];
  size?: MantineSize;
}

export function RoleBadges({ roles, size = 'lg' }: RoleBadgesProps) {
  return (
    <Group gap={6} aria-label="Roles" role="list">
      {rolesOf(roles).map((role: RoleLabel) => (
        <Badge key={role.label} color={role.color} variant="light" size={size} role="listitem">
          {role.label}
        </Badge>
      ))}
    </Group>
  );
}
