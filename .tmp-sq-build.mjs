import { rollup } from 'rollup';
import typescript from '@rollup/plugin-typescript';
const { default: config } = await import('./rollup.config.mjs');
const out = process.argv[2];
const plugins = config.plugins.filter((p) => p.name !== 'theme-stylesheet').map((p) => p.name === 'typescript'
  ? typescript({ tsconfig: './tsconfig.json', include: ['src/**/*.ts', 'src/**/*.tsx'], filterRoot: '.', noEmit: false, declaration: false, rootDir: 'src', outDir: out, sourceMap: true })
  : p);
const bundle = await rollup({ ...config, plugins });
await bundle.write({ ...config.output, dir: out });
await bundle.close();
console.log('built');
