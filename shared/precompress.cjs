// Brotli and gzip copies of every text asset, written at build time beside the file (main.1a2b3c4d.js ->
// .js.br, .js.gz), for the host, every remote and the public menu. The API serves them as they are
// (@fastify/static preCompressed, with content-encoding and vary), and a static host or CDN can do the same:
// nothing is compressed per request. Only copies that are smaller are written.
const zlib = require('node:zlib');
const { rspack } = require('@rspack/core');

const TEXT = /\.(js|mjs|css|svg|html|json|map|txt)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 512;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'Precompress', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT.test(name)) continue;
            const raw = Buffer.from(assets[name].source());
            if (raw.length < MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            });
            const gz = zlib.gzipSync(raw, { level: 9 });
            if (br.length < raw.length) compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            if (gz.length < raw.length) compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
