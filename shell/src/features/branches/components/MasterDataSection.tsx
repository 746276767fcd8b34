import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { api } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { COUNTRIES, COUNTRY_NAMES } from '@bestellwerk/domain';

const COUNTRY_OPTIONS = COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** Stammdaten: name and identifier, division, address, contact, position, texts and tags. */
export function MasterDataSection() {
  const divisions = useEntityState({
    load: () => api.divisions.list({ perPage: 200, sort: 'name' }),
    loadError: 'Organisationen konnten nicht geladen werden.',
  });
  const tags = useEntityState({
    load: () => api.branches.tags(),
    loadError: 'Tags konnten nicht geladen werden.',
  });
  const timeZones = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })),
    [],
  );
  return (
    <>
      <ErrorList errors={[...divisions.errors, ...tags.errors]} />
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="identifier"
            label="Kennung"
            extra="Teil der Adresse im Shop, z. B. graz-hauptplatz"
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="division" label="Organisation">
            <Select
              allowClear
              placeholder="keine"
              loading={divisions.loading}
              options={(divisions.data?.items ?? []).map((division) => ({
                value: division.id,
                label: division.name,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="isPublic" label="Im Shop sichtbar" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="street" label="Straße">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="zipCode" label="PLZ">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={16} md={8}>
          <Form.Item name="city" label="Ort">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label="Land">
            <Select options={COUNTRY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timezone" label="Zeitzone">
            <Select showSearch options={timeZones} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label="Telefon">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="E-Mail">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="latitude" label="Breitengrad">
            <InputNumber
              controls={false}
              style={{ width: '100%' }}
              step={0.000001}
              placeholder="z. B. 47.0707"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="longitude" label="Längengrad">
            <InputNumber
              controls={false}
              style={{ width: '100%' }}
              step={0.000001}
              placeholder="z. B. 15.4395"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label="Beschreibung">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="keywords"
            label="Suchbegriffe"
            extra="Werden bei der Filialsuche im Shop mitgesucht, z. B. Bahnhof, Innenstadt"
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="tags" label="Tags">
            <Select
              mode="multiple"
              allowClear
              placeholder="keine"
              loading={tags.loading}
              optionFilterProp="label"
              options={(tags.data?.items ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
