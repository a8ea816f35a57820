import { lazy, type ComponentType } from 'react';
import { registerNamespace, type TextsPart } from '@palpite/shared';

/** A component whose code loads on first render, together with the part of the texts it shows. */
export function lazyWithTexts<Props extends object>(load: () => Promise<ComponentType<Props>>, texts: TextsPart) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), registerNamespace(texts.namespace, texts.loaders)]);
    return { default: component };
  });
}
