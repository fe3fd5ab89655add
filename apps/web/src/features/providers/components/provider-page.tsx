import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Badge, Button, Group, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DELIVERY_METHODS, providerName, type TProviderInput } from '@lab/domain';

type TDeliveryMethod = NonNullable<TProviderInput['deliveryMethods']>[number];
const isDeliveryMethod = (m: string): m is TDeliveryMethod => DELIVERY_METHODS.some((d) => d === m);
import { PageHeader } from '@/components/page-header';
import { RecordPending } from '@/components/record-pending';
import { useSession } from '@/lib/session';
import { useProvider } from '../api/get-provider';
import { useSaveProvider } from '../api/save-provider';
import { ProviderForm } from './provider-form';

/** One provider, edited in place; deactivating keeps it (and its cases) on file. */
export function ProviderPage() {
  const { t } = useTranslation('providers');
  const { id } = useParams({ strict: false }) as { id: string };
  const providerId = Number(id);
  const provider = useProvider(providerId);
  const save = useSaveProvider(providerId);
  const physician = useSession()?.user.role === 'physician';
  if (!provider.data)
    return <RecordPending error={provider.error} title={t('page.notAvailable')} notFound={t('page.notFound')} />;
  const p = provider.data;
  const toggle = async () => {
    const { id: _id, facilityLabel: _f, userLabel: _u, createdAt: _c, updatedAt: _up, ...input } = p;
    // The record lists its methods as text; the input takes the known ones.
    const deliveryMethods = p.deliveryMethods.filter(isDeliveryMethod);
    await save.mutateAsync({ ...input, deliveryMethods, active: !p.active });
    notifications.show({ message: t(p.active ? 'page.deactivated' : 'page.reactivated', { name: providerName(p) }) });
  };
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{providerName(p)}</span>
            {!p.active && <Badge color="gray">{t('page.inactive')}</Badge>}
          </Group>
        }
        subtitle={`${t('page.npiLine', { npi: p.npi })}${p.facilityLabel ? ` · ${p.facilityLabel}` : ''}`}
        actions={
          <Button
            variant="light"
            color={p.active ? 'orange' : 'green'}
            loading={save.isPending}
            onClick={() => void toggle()}
          >
            {p.active ? t('page.deactivate') : t('page.reactivate')}
          </Button>
        }
      />
      <Paper withBorder p="lg" radius="md">
        <ProviderForm
          key={p.updatedAt}
          provider={p}
          physician={physician}
          submitLabel={t('page.save')}
          onSubmit={(v) => save.mutateAsync(v)}
        />
      </Paper>
    </>
  );
}

/** A new provider; for a physician (menu "Add Provider") it joins their facility. */
export function NewProviderPage({ physician = false }: { physician?: boolean }) {
  const { t } = useTranslation('providers');
  const navigate = useNavigate();
  const save = useSaveProvider();
  return (
    <>
      <PageHeader title={t('page.newTitle')} subtitle={physician ? t('page.newSubtitleMine') : t('page.newSubtitle')} />
      <Paper withBorder p="lg" radius="md">
        <ProviderForm
          physician={physician}
          submitLabel={t('page.create')}
          onSubmit={async (v) => {
            const p = await save.mutateAsync(v);
            notifications.show({ color: 'green', title: t('page.created'), message: providerName(p) });
            await navigate({ to: physician ? '/providerlist' : `/provider/${p.id}` });
            return p;
          }}
        />
      </Paper>
    </>
  );
}

export const PhysicianAddProviderPage = () => <NewProviderPage physician />;
