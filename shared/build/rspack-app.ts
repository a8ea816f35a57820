/**
 * One rspack configuration for every front-end app of the platform. The host and each remote
 * call `defineAppConfig` from their own rspack.config.ts with only what makes them different.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DefinePlugin, HtmlRspackPlugin, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federationExperiments } from './federation-runtime.ts';
import { remoteChunkGlobal } from './remote-chunk-global.ts';
import { precompressDirectory } from './precompress.ts';
import { sharedFor } from './shared-deps.ts';

export interface AppBuildOptions {
  /** Folder of the app (its package.json and src/). */
  appDir: string;
  /** Module Federation container name: `host`, `casino`, `sports`, `account`, `wallet`. */
  federationName: string;
  /** Modules a remote exposes, e.g. `{ './pages': './src/pages.ts' }`. */
  exposes?: Record<string, string>;
  /** Dev server port for `npm run dev`. */
  devPort: number;
  /** HTML entry: the host always has one. */
  htmlEntry?: { entry: string; title: string };
  /** A remote's standalone harness (`npm run dev -w remote-x`): served in development only. */
  devHarness?: { entry: string; title: string };
}

/**
 * The federation plugin injects its runtime by absolute path to the CommonJS builds, which the
 * bundler cannot tree-shake (and the host's own `@module-federation/enhanced/runtime` import
 * then pulled a second, ESM copy). Pointing those paths at the packages' ES module builds keeps
 * one tree-shaken runtime: about −8 KB gzip in the host, −7 KB in every remote entry.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const requireFromRepo = createRequire(fileURLToPath(new URL('../../package.json', import.meta.url)));
  const packages = ['@module-federation/webpack-bundler-runtime', '@module-federation/inject-external-runtime-core-plugin', '@module-federation/runtime'];
  return Object.fromEntries(
    packages.map((name) => {
      const commonJsPath = requireFromRepo.resolve(name);
      return [commonJsPath, commonJsPath.replace(/\.cjs$/, '.js')];
    }),
  );
}

/**
 * The host's build ships `.br` and `.gz` copies of its files for servers to send as they are
 * (remotes get theirs when a release is published: the registry writes them).
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PalpitePrecompress', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) await precompressDirectory(outputPath);
    });
  }
}

const API_DEV_ORIGIN = process.env.PALPITE_API_ORIGIN ?? 'http://localhost:8080';

function appVersion(appDir: string): string {
  // A release carries its own version: the release CLI sets MF_BUILD_VERSION (Module Federation's manifest reads it too), otherwise package.json.
  if (process.env.MF_BUILD_VERSION) return process.env.MF_BUILD_VERSION;
  const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export function defineAppConfig(options: AppBuildOptions): Configuration {
  const isProduction = process.env.NODE_ENV !== 'development';
  const version = appVersion(options.appDir);
  const isHost = options.exposes === undefined;
  const outputDir = process.env.BUILD_OUT_DIR ? resolve(process.env.BUILD_OUT_DIR) : join(options.appDir, 'dist');
  // Releases never contain the harness; only the dev server builds it.
  const html = options.htmlEntry ?? (isProduction ? undefined : options.devHarness);

  return {
    mode: isProduction ? 'production' : 'development',
    context: options.appDir,
    entry: html ? { main: html.entry } : {},
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outputDir,
      // Remotes are served from any versioned folder (/mfe/<remote>/<version>/) without a rebuild.
      publicPath: isHost ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      uniqueName: options.federationName,
      chunkLoadingGlobal: remoteChunkGlobal(options.federationName),
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: federationRuntimeAsEsm(),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(png|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
      parser: {
        'css/module': { namedExports: false },
      },
      generator: {
        // Scoped class names keep one team's styles out of another team's pages.
        'css/module': {
          localIdentName: isProduction ? `${options.federationName}-[hash:6]` : `${options.federationName}-[local]-[hash:4]`,
          exportsConvention: 'camel-case',
        },
      },
    },
    plugins: [
      new DefinePlugin({
        __APP_NAME__: JSON.stringify(options.federationName),
        __APP_VERSION__: JSON.stringify(version),
      }),
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedFor(options.appDir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One copy of the Module Federation runtime per page: the host provides it, released
        // remotes use it (saves ~18 KB gzip per remote). The dev host provides it too, or no
        // release would start under it; a remote's standalone dev harness keeps its own.
        // Only the host loads remotes, so remotes leave out the remote-loading code (−0.7 KB gzip each).
        ...federationExperiments(isHost, isProduction),
      }),
      ...(html
        ? [
            new HtmlRspackPlugin({
              template: join(options.appDir, 'index.html'),
              title: html.title,
              chunks: ['main'],
              favicon: join(options.appDir, '..', 'shared', 'assets', 'favicon.svg'),
            }),
          ]
        : []),
      ...(isHost && isProduction ? [new PrecompressPlugin()] : []),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    // Lazy compilation renames chunks between compiles, which breaks federated chunk loading.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/mfe', '/images'], target: API_DEV_ORIGIN, changeOrigin: true }],
    },
  };
}
