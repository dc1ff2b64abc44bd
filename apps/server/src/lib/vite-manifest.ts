/** Vite's build manifest: for each source module, its chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk files the manifest entries `keys` load, with everything they import, in import order. */
export function manifestClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  return [...files];
}
