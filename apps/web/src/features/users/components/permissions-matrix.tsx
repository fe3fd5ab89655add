import { useTranslation } from 'react-i18next';
import { Checkbox, Table, Text } from '@mantine/core';
import { PERMISSION_ACTIONS, PERMISSION_AREAS, ROLE_CEILING, type TPermissions, type TRole } from '@lab/domain';

/** Read, write, create, delete per area; boxes above the role's ceiling are off and locked (the server ignores them). */
export function PermissionsMatrix({
  value,
  role,
  onChange,
}: {
  value: TPermissions;
  role: TRole | null;
  onChange?(next: TPermissions): void;
}) {
  const { t } = useTranslation('users');
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label={t('permissions.label')} maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('permissions.area')}</Table.Th>
          {PERMISSION_ACTIONS.map((a) => (
            <Table.Th key={a} ta="center" tt="capitalize">
              {t(`permissions.actions.${a}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PERMISSION_AREAS.map((area) => (
          <Table.Tr key={area}>
            <Table.Td>
              <Text size="sm" tt="capitalize">
                {t(`permissions.areas.${area}`)}
              </Text>
            </Table.Td>
            {PERMISSION_ACTIONS.map((action) => {
              const allowedByRole = role ? ROLE_CEILING[role][area][action] : false;
              return (
                <Table.Td key={action} ta="center">
                  <Checkbox
                    style={{ display: 'inline-block' }}
                    aria-label={t('permissions.cell', {
                      area: t(`permissions.areas.${area}`),
                      action: t(`permissions.actions.${action}`),
                    })}
                    checked={allowedByRole && value[area][action]}
                    disabled={!onChange || !allowedByRole}
                    onChange={(e) =>
                      onChange?.({ ...value, [area]: { ...value[area], [action]: e.currentTarget.checked } })
                    }
                  />
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
