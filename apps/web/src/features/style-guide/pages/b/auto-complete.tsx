import { useState } from 'react';
import { Autocomplete, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LookupSelect } from '@/components/lookup-select';
import { UserSelect } from '@/components/user-select';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote, States } from './kit';
import { SPECIMEN_SOURCES, codeLabel } from './lab-data';

const SOURCES = SPECIMEN_SOURCES.map(codeLabel);

export default function AutoCompletePage() {
  const [site, setSite] = useState<number | null>(null);
  const [user, setUser] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  return (
    <DemoStack>
      <PortalNote>
        Where a value comes from a list the lab keeps, the portal never offers a free-text autocomplete: it uses
        <b> LookupSelect</b> (any lookup list, searched on the server 20 at a time by code or name) and{' '}
        <b>RemoteSelect</b> for other server lists (<b>UserSelect</b> for portal users). Mantine&apos;s Autocomplete is
        for free text with suggestions.
      </PortalNote>
      <Demo
        title="Lookup select (server search)"
        description="Type a code or a name of the body sites list: the server answers; an answer for an older text is never offered, so a quick Enter picks what you see."
        code={`import { LookupSelect } from '@/components/lookup-select';

const [site, setSite] = useState<number | null>(null);
<LookupSelect list="bodysites" label="Body site" placeholder="Type a code or a name" value={site} onChange={setSite} clearable />`}
      >
        <Stack maw={420}>
          <LookupSelect
            list="bodysites"
            label="Body site"
            placeholder="Type a code or a name"
            value={site}
            onChange={setSite}
            clearable
          />
        </Stack>
      </Demo>
      <Demo
        title="User select"
        description="A portal user by name or email (active users only), e.g. the pathologist a task is assigned to."
        code={`import { UserSelect } from '@/components/user-select';

<UserSelect label="Assigned to" placeholder="Name or email" value={user} onChange={setUser} clearable />`}
      >
        <Stack maw={420}>
          <UserSelect label="Assigned to" placeholder="Name or email" value={user} onChange={setUser} clearable />
        </Stack>
      </Demo>
      <Demo
        title="Free text with suggestions, in every state"
        description="Autocomplete keeps whatever is typed; the suggestions only save typing (the supplies shop's search does this)."
        code={`<Autocomplete label="Specimen source" data={SOURCES} value={typed} onChange={setTyped} leftSection={<IconSearch size={14} />} />
<Autocomplete label="Specimen source" data={SOURCES} disabled />
<Autocomplete label="Specimen source" data={SOURCES} readOnly value="COLON — Colon" />
<Autocomplete label="Specimen source" data={SOURCES} error="is required" withAsterisk aria-required />`}
      >
        <States>
          <Autocomplete
            label="Specimen source"
            placeholder="Start typing"
            data={SOURCES}
            value={typed}
            onChange={setTyped}
            leftSection={<IconSearch size={14} />}
          />
          <Autocomplete label="Specimen source (disabled)" data={SOURCES} disabled placeholder="Not editable now" />
          <Autocomplete label="Specimen source (read-only)" data={SOURCES} readOnly value="COLON — Colon" />
          <Autocomplete label="Specimen source" data={SOURCES} error="is required" withAsterisk aria-required />
        </States>
      </Demo>
    </DemoStack>
  );
}
