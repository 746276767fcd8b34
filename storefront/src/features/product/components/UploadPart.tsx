import {
  acceptAttribute,
  acceptsMultiple,
  isAcceptedFile,
  uploadFailedText,
  type ConfigPart,
} from '@bestellwerk/domain';
import { useId, useState } from 'react';
import { createUpload, uploadUrl } from '../../../shared/api';
import { previewUrl } from '../state/uploads';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * An upload part (image, images, file, files; storefront.md §5): the spec's extension list,
 * several files only for images and files, each file stored on the server at once; its
 * value is the list of the files' public addresses. A file that cannot be taken gets the
 * §8 alert and changes nothing.
 */
export function UploadPart({
  part,
  value,
  onChange,
}: {
  part: ConfigPart;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const multiple = acceptsMultiple(part.type);
  const isImage = part.type === 'image' || part.type === 'images';

  const take = async (files: File[]) => {
    setFailed(null);
    setBusy(true);
    let next = multiple ? [...value] : [];
    for (const file of files) {
      try {
        if (!isAcceptedFile(part.type, file.name)) throw new Error('type');
        const upload = await createUpload(
          await readAsDataUrl(file),
          file.name,
          isImage ? 'image' : 'file',
        );
        next = multiple ? [...next, uploadUrl(upload)] : [uploadUrl(upload)];
      } catch {
        setFailed(uploadFailedText(file.name));
      }
    }
    setBusy(false);
    onChange(next);
  };

  return (
    <div className="upload">
      <label className="button button--secondary upload__pick" htmlFor={id}>
        {multiple ? 'Dateien auswählen' : 'Datei auswählen'}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={acceptAttribute(part.type)}
        multiple={multiple}
        aria-label={part.name}
        disabled={busy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) void take(files);
        }}
      />
      {busy ? <p role="status">Wird hochgeladen …</p> : null}
      {failed ? (
        <p className="form-error" role="alert">
          {failed}
        </p>
      ) : null}
      {value.length ? (
        <ul className="upload__files">
          {value.map((url) => (
            <li key={url}>
              {isImage ? <img src={previewUrl(url)} alt="" width={64} height={64} /> : null}
              <span>{fileName(url)}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(value.filter((other) => other !== url))}
              >
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
