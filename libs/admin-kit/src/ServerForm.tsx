import { Alert, Button, Form, type FormInstance, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { bindServerErrors } from './serverErrors';

export interface ServerFormProps<V> extends Omit<FormProps<V>, 'onFinish' | 'form'> {
  form?: FormInstance<V>;
  /** Sends the values; throws the client's ApiError on failure. */
  submit: (values: V) => Promise<unknown>;
  /** e.g. 'Die Filiale konnte nicht gespeichert werden.' */
  failureMessage: string;
  submitLabel?: string;
  onSaved?: (result: unknown) => void;
  children: ReactNode;
}

/**
 * The back office's form pattern: antd Form whose submit goes to the server; field errors
 * of the answer appear at their fields, anything else as one message above the button.
 */
export function ServerForm<V>({
  form: given,
  submit,
  failureMessage,
  submitLabel = 'Speichern',
  onSaved,
  children,
  ...props
}: ServerFormProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onFinish = async (values: V) => {
    setBusy(true);
    setMessage(null);
    // The previous answer's field errors go; onFinish runs only when the form's own rules
    // passed, so every error left is a stale one from the server.
    (form as FormInstance).setFields(
      form
        .getFieldsError()
        .filter((entry) => entry.errors.length > 0)
        .map((entry) => ({ name: entry.name, errors: [] })),
    );
    try {
      const result = await submit(values);
      onSaved?.(result);
    } catch (error) {
      setMessage(bindServerErrors(form, error, failureMessage));
    } finally {
      setBusy(false);
    }
  };

  return (
    // noValidate: the server checks every field and answers in German under it; the
    // browser's own bubbles (an e-mail field's) would speak its language and block that.
    <Form<V> layout="vertical" noValidate {...props} form={form} onFinish={onFinish}>
      {children}
      {message && (
        <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
