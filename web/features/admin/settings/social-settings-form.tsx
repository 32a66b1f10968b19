// The Social links card: the Instagram, Facebook and WhatsApp addresses the contact page links to (PUT
// /api/settings/social); https on the network's own site only, and an empty box hides that link.
import { useState } from 'react';
import { SOCIAL_HOSTS, socialSettingsSchema, type SocialSettingsPayload } from '../../../../domain/schemas/settings.ts';
import { Globe } from '../../../ui/icons/globe.ts';
import { SettingsCard, SettingsInput } from './settings-card.tsx';
import { useSettingsSave } from './use-settings-save.ts';

const NETWORKS = [
  { name: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/yourshop' },
  { name: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/yourshop' },
  { name: 'whatsapp', label: 'WhatsApp', placeholder: 'https://wa.me/923001234567' },
] as const;

export function SocialSettingsForm({ initial }: { initial: SocialSettingsPayload }) {
  const [links, setLinks] = useState(initial);
  const save = useSettingsSave({
    path: '/settings/social',
    schema: socialSettingsSchema,
    savedMessage: 'Social links saved. The contact page shows them from now on.',
    failure: 'Failed to save social links',
    onSaved: (answer) => setLinks(answer as SocialSettingsPayload),
  });

  return (
    <SettingsCard
      icon={Globe}
      title="Social links"
      description="Where the contact page's Follow us links go. Leave a box empty to hide that link."
      save={save}
      saveLabel="Save social links"
      onSubmit={() => void save.save(links)}
    >
      <div className="space-y-4">
        {NETWORKS.map(({ name, label, placeholder }) => (
          <SettingsInput
            key={name}
            name={name}
            label={`${label} link`}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            optional
            placeholder={placeholder}
            hint={`An https:// address on ${SOCIAL_HOSTS[name][0]}.`}
            value={links[name]}
            save={save}
            onChange={(value) => setLinks((l) => ({ ...l, [name]: value }))}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
