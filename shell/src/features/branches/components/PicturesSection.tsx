import { Form } from 'antd';
import { ImageField, ImageGallery } from '@bestellwerk/admin-kit';

/** Bilder: the logo and the pictures of the branch's card and page on the storefront. */
export function PicturesSection() {
  return (
    <>
      <Form.Item name="logo" label="Logo">
        <ImageField />
      </Form.Item>
      <Form.Item
        name="images"
        label="Bilder"
        extra="Das zuerst hochgeladene Bild ist das Titelbild der Filiale auf der Übersicht."
      >
        <ImageGallery sortable={false} />
      </Form.Item>
    </>
  );
}
