import { useNavigate } from '@tanstack/react-router';
import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { patientName } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { useCreatePatient } from '@/api/patients/create-patient';
import { PatientForm } from './patient-form';

export function NewPatientPage() {
  const navigate = useNavigate();
  const create = useCreatePatient();
  return (
    <>
      <PageHeader
        title="New patient"
        subtitle="Last name, first name, date of birth and sex are required. Dates: MM/DD/YYYY or YYYY-MM-DD."
      />
      <Paper withBorder p="lg" radius="md">
        <PatientForm
          isNew
          submitLabel="Register patient"
          onSubmit={async (values) => {
            const p = await create.mutateAsync(values);
            notifications.show({
              color: 'green',
              title: 'Patient registered',
              message: `${patientName(p)} · MRN ${p.mrn}`,
            });
            await navigate({ to: `/patient/${p.id}` });
            return p;
          }}
        />
      </Paper>
    </>
  );
}
