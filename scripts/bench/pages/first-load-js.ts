// What JavaScript the home route loads before it is interactive, and which modules weigh most.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { type Manifest, manifestClosure } from '../../../apps/server/src/lib/vite-manifest';

export interface FirstLoadScripts {
  files: string[];
  raw: number;
  gzip: number;
  /** Source modules (or packages) by their estimated share of the gzip bytes, largest first. */
  largest: { module: string; gzip: number }[];
}

/** A package for library code, the path below src/ for the shop's own. */
function moduleName(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*?(apps\/web\/src|packages\/shared\/src)\//, '$1/');
}

/**
 * The entry (index.html) and the app it loads (src/app/start.tsx, with the home page), each
 * chunk's bytes shared among the source modules its source map says they came from, in
 * proportion to the characters each produced.
 */
export function firstLoadScripts(dist: string, top = 15): FirstLoadScripts {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // The same files the server leaves out of a page's own list (plugins/web-app/page-render.ts, through lib/vite-manifest.ts).
  const files = manifestClosure(manifest, ['index.html', 'src/app/start.tsx']);
  let raw = 0;
  let gzip = 0;
  const shares = new Map<string, number>();
  for (const file of files) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const zipped = gzipSync(code, { level: 9 }).length;
    raw += Buffer.byteLength(code);
    gzip += zipped;
    const mapFile = path.join(dist, `${file}.map`);
    if (!existsSync(mapFile)) {
      shares.set('(bundler runtime)', (shares.get('(bundler runtime)') ?? 0) + zipped);
      continue;
    }
    const lines = code.split('\n');
    const segments: { line: number; column: number; source: string }[] = [];
    eachMapping(new TraceMap(readFileSync(mapFile, 'utf8')), (mapping) => {
      segments.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        source: mapping.source ?? '(unmapped)',
      });
    });
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      const end =
        next && next.line === segment.line
          ? next.column
          : (lines[segment.line - 1]?.length ?? segment.column);
      const name = moduleName(segment.source);
      shares.set(name, (shares.get(name) ?? 0) + ((end - segment.column) / code.length) * zipped);
    });
  }
  const largest = [...shares]
    .map(([module, bytes]) => ({ module, gzip: bytes }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, top);
  return { files, raw, gzip, largest };
}
