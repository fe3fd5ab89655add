import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';

export default function DividerPage() {
  return (
    <DemoStack>
      <Demo
        title="Between sections of a form"
        description="A labelled divider starts a new part of a long form (the coverage of a patient, the billing of a case)."
        code={`<Divider label="Billing" labelPosition="left" />`}
      >
        <Stack gap="sm">
          <Text size="sm">Patient: Rivera, Ana — DOB Apr 12, 1980</Text>
          <Divider label="Billing" labelPosition="left" />
          <Text size="sm">Primary payer: Medicare (MCR)</Text>
          <Divider label="Specimens" labelPosition="center" variant="dashed" />
          <Text size="sm">A: Skin of forearm, shave biopsy</Text>
        </Stack>
      </Demo>
      <Demo
        title="Between groups of actions"
        description="A vertical divider separates a toolbar's groups (the calendar's sidebar, the mail toolbar). Start and end follow the reading direction."
        code={`<Group gap="xs">
  <Button variant="default" size="xs">Print</Button>
  <Button variant="default" size="xs">Email</Button>
  <Divider orientation="vertical" />
  <Button variant="light" color="red" size="xs">Cancel case</Button>
</Group>`}
      >
        <Group gap="xs">
          <Button variant="default" size="xs">
            Print
          </Button>
          <Button variant="default" size="xs">
            Email
          </Button>
          <Divider orientation="vertical" />
          <Button variant="light" color="red" size="xs">
            Cancel case
          </Button>
        </Group>
      </Demo>
      <Demo
        title="Sizes and styles"
        description="Hairline by default; thicker or dotted only to mark a real break."
        code={`<Divider />
<Divider size="sm" />
<Divider variant="dotted" />
<Divider label="or" />`}
      >
        <Stack gap="md">
          <Divider />
          <Divider size="sm" />
          <Divider variant="dotted" />
          <Divider label="or" />
        </Stack>
      </Demo>
    </DemoStack>
  );
}
