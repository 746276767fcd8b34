import type { ImageLayer, ShapeLayer, TemplateLayer, TextLayer } from '@bestellwerk/domain';

/**
 * The element tree satori lays out: plain objects in React's shape ({ type, props }), so
 * the server needs no React. Pure: every input (fitted font sizes, image data URLs) is
 * prepared by the renderer.
 */
export interface Node {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: Node[] | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

export const LINE_HEIGHT = 1.2;

export interface PreparedText {
  text: string;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  fontSize: number;
}

const box = (layer: TemplateLayer) => ({
  position: 'absolute',
  left: layer.x,
  top: layer.y,
  width: layer.width,
  height: layer.height,
  opacity: layer.opacity ?? 1,
  display: 'flex',
  overflow: 'hidden',
});

export function textStyle(layer: TextLayer, text: PreparedText): Record<string, unknown> {
  return {
    display: 'block',
    width: '100%',
    fontFamily: text.family,
    fontWeight: text.weight,
    fontStyle: text.style,
    fontSize: text.fontSize,
    lineHeight: LINE_HEIGHT,
    color: layer.color,
    textAlign: layer.align,
    ...(layer.lineClamp ? { lineClamp: layer.lineClamp } : {}),
  };
}

/** Text is centred vertically in its box, so a shrunk text stays where the box is. */
function textNode(layer: TextLayer, text: PreparedText): Node {
  return {
    type: 'div',
    props: {
      style: { ...box(layer), flexDirection: 'column', justifyContent: 'center' },
      children: [{ type: 'div', props: { style: textStyle(layer, text), children: text.text } }],
    },
  };
}

function shapeNode(layer: ShapeLayer): Node {
  const radius =
    layer.shape === 'circle' ? '50%' : layer.shape === 'rounded' ? (layer.radius ?? 24) : 0;
  return {
    type: 'div',
    props: { style: { ...box(layer), background: layer.fill, borderRadius: radius } },
  };
}

/** A picture already cut to the box (cover) or fitted into it (contain) by the renderer. */
function imageNode(layer: ImageLayer, dataUrl: string | null): Node {
  const children: Node[] = dataUrl
    ? [
        {
          type: 'img',
          props: {
            src: dataUrl,
            width: layer.width,
            height: layer.height,
            style: { width: layer.width, height: layer.height },
          },
        },
      ]
    : [];
  return {
    type: 'div',
    props: { style: { ...box(layer), borderRadius: layer.radius ?? 0 }, children },
  };
}

export interface PreparedLayers {
  texts: Map<string, PreparedText>;
  images: Map<string, string | null>;
}

export function layoutTemplate(
  canvas: { width: number; height: number; background: string },
  layers: TemplateLayer[],
  prepared: PreparedLayers,
): Node {
  return {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        position: 'relative',
        width: canvas.width,
        height: canvas.height,
        background: canvas.background,
      },
      children: layers.map((layer) =>
        layer.type === 'text'
          ? textNode(layer, prepared.texts.get(layer.id)!)
          : layer.type === 'shape'
            ? shapeNode(layer)
            : imageNode(layer, prepared.images.get(layer.id) ?? null),
      ),
    },
  };
}
