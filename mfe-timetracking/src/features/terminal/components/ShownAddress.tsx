import { Button, Flex, QRCode, Typography } from 'antd';

/**
 * An address shown once (a branch terminal's, a personal access's): to copy, to open, and as
 * a QR code to scan with the tablet or phone that is to stamp with it.
 */
export function ShownAddress({ address, scanWith }: { address: string; scanWith: string }) {
  return (
    <Flex gap={16} wrap align="center">
      <figure style={{ margin: 0 }} aria-label={`QR-Code der Adresse zum Scannen mit ${scanWith}`}>
        <QRCode value={address} type="svg" size={148} bgColor="#ffffff" />
        <figcaption style={{ fontSize: 12, textAlign: 'center' }}>
          Mit {scanWith} scannen
        </figcaption>
      </figure>
      <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text
          code
          copyable={{ text: address, tooltips: ['Kopieren', 'Kopiert'] }}
          style={{ wordBreak: 'break-all' }}
        >
          {address}
        </Typography.Text>
        <div>
          <Button size="small" href={address} target="_blank" rel="noreferrer">
            Öffnen
          </Button>
        </div>
      </Flex>
    </Flex>
  );
}
