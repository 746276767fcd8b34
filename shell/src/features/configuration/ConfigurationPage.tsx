import { Flex, Typography } from 'antd';
import { api, type ShopConfig } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { ConfigSectionForm } from './ConfigSectionForm';
import { PaymentMethodsForm } from './PaymentMethodsForm';
import { SECTIONS } from './configSections';

/**
 * Konfiguration: every setting of the shop (admins only), in sections that save on their own:
 * a section's „Speichern“ sends only its fields (POST /api/config merges what it is sent), so
 * a change in one section neither waits for nor overwrites another, also not one saved
 * meanwhile in another window. The server's errors appear under their fields (ServerForm).
 */
export function ConfigurationPage() {
  const config = useEntityState<ShopConfig>({
    load: () => api.config.get(),
    loadError: 'Die Konfiguration konnte nicht geladen werden.',
  });
  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Konfiguration
      </Typography.Title>
      <ErrorList errors={config.errors} onDismiss={config.dismiss} />
      {config.data && (
        <Flex vertical gap={16}>
          {SECTIONS.map((section) => (
            <ConfigSectionForm
              key={section.key}
              section={section}
              config={config.data!}
              onSaved={(saved) => config.setData(saved)}
            />
          ))}
          <PaymentMethodsForm config={config.data} onSaved={(saved) => config.setData(saved)} />
        </Flex>
      )}
    </div>
  );
}
