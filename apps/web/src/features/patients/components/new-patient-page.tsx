import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { patientName } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { useCreatePatient } from '@/api/patients/create-patient';
import { PatientForm } from './patient-form';

export function NewPatientPage() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const create = useCreatePatient();
  return (
    <>
      <PageHeader title={t('new.title')} subtitle={t('new.subtitle')} />
      <Paper withBorder p="lg" radius="md">
        <PatientForm
          isNew
          submitLabel={t('new.submit')}
          onSubmit={async (values) => {
            const p = await create.mutateAsync(values);
            notifications.show({
              color: 'green',
              title: t('new.registered'),
              message: t('new.registeredMessage', { name: patientName(p), mrn: p.mrn }),
            });
            await navigate({ to: `/patient/${p.id}` });
            return p;
          }}
        />
      </Paper>
    </>
  );
}
