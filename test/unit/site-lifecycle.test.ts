import { expect } from '@open-wc/testing';
import { createPageLifecycle, destroy, initialize, pageLifecycle, registerDestructor, registerInitializer } from '../../src/shared/site/lifecycle.js';

function recorder() {
  const errors: [string, unknown][] = [];
  return { errors, lifecycle: createPageLifecycle({ onError: (message, error) => errors.push([message, error]) }) };
}

describe('page lifecycle', () => {
  it('starts uninitialised; initialize runs the initialisers in registration order, once', () => {
    const { lifecycle } = recorder();
    const calls: string[] = [];
    lifecycle.registerInitializer(() => calls.push('a'));
    lifecycle.registerInitializer(() => calls.push('b'));
    expect(lifecycle.state()).to.equal('uninitialized');
    expect(calls).to.deep.equal([]);
    expect(lifecycle.initialize()).to.equal(true);
    expect(lifecycle.state()).to.equal('initialized');
    expect(calls).to.deep.equal(['a', 'b']);
    expect(lifecycle.initialize()).to.equal(false);
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('an initialiser registered after initialisation runs at once', () => {
    const { lifecycle } = recorder();
    lifecycle.initialize();
    let ran = 0;
    lifecycle.registerInitializer(() => (ran += 1));
    expect(ran).to.equal(1);
    lifecycle.initialize();
    expect(ran).to.equal(1);
  });

  it('an initialiser calling initialize() does not run the list again', () => {
    const { lifecycle } = recorder();
    let ran = 0;
    lifecycle.registerInitializer(() => {
      ran += 1;
      lifecycle.initialize();
    });
    lifecycle.initialize();
    expect(ran).to.equal(1);
  });

  it('a failing initialiser is reported and does not stop the others', () => {
    const { lifecycle, errors } = recorder();
    const calls: string[] = [];
    const failure = new Error('boom');
    lifecycle.registerInitializer(() => calls.push('a'));
    lifecycle.registerInitializer(() => {
      throw failure;
    });
    lifecycle.registerInitializer(() => calls.push('c'));
    lifecycle.initialize();
    expect(calls).to.deep.equal(['a', 'c']);
    expect(errors).to.deep.equal([['Page initialisation failed: boom', failure]]);
    expect(lifecycle.state()).to.equal('initialized');
  });

  it('destroy runs the destructors, last registered first, and resets', () => {
    const { lifecycle } = recorder();
    const calls: string[] = [];
    lifecycle.registerDestructor(() => calls.push('first'));
    lifecycle.registerDestructor(() => calls.push('second'));
    expect(lifecycle.destroy()).to.equal(false);
    expect(calls).to.deep.equal([]);
    lifecycle.initialize();
    expect(lifecycle.destroy()).to.equal(true);
    expect(calls).to.deep.equal(['second', 'first']);
    expect(lifecycle.state()).to.equal('uninitialized');
    expect(lifecycle.destroy()).to.equal(false);
    expect(calls).to.have.length(2);
  });

  it('after destroy the page initialises again with the same initialisers', () => {
    const { lifecycle } = recorder();
    let ran = 0;
    lifecycle.registerInitializer(() => (ran += 1));
    lifecycle.initialize();
    lifecycle.destroy();
    expect(lifecycle.initialize()).to.equal(true);
    expect(ran).to.equal(2);
  });

  it('a failing destructor is reported and does not stop the others', () => {
    const { lifecycle, errors } = recorder();
    const calls: string[] = [];
    lifecycle.registerDestructor(() => calls.push('a'));
    lifecycle.registerDestructor(() => {
      throw 'gone';
    });
    lifecycle.initialize();
    lifecycle.destroy();
    expect(calls).to.deep.equal(['a']);
    expect(errors).to.deep.equal([['Page destruction failed: gone', 'gone']]);
  });

  it('unregistered steps no longer run; unregistering twice is harmless', () => {
    const { lifecycle } = recorder();
    const calls: string[] = [];
    const off = lifecycle.registerInitializer(() => calls.push('init'));
    const offDestructor = lifecycle.registerDestructor(() => calls.push('destroy'));
    off();
    off();
    offDestructor();
    lifecycle.initialize();
    lifecycle.destroy();
    expect(calls).to.deep.equal([]);
  });

  it('reports to the console by default', () => {
    const lifecycle = createPageLifecycle();
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      lifecycle.registerInitializer(() => {
        throw new Error('bad');
      });
      lifecycle.initialize();
    } finally {
      console.error = original;
    }
    expect(logged).to.have.length(1);
    expect(logged[0]![0]).to.equal('Page initialisation failed: bad');
  });

  it('the global functions drive the page lifecycle', () => {
    const calls: string[] = [];
    const off = registerInitializer(() => calls.push('init'));
    const offDestructor = registerDestructor(() => calls.push('destroy'));
    try {
      initialize();
      expect(pageLifecycle.state()).to.equal('initialized');
      destroy();
      expect(pageLifecycle.state()).to.equal('uninitialized');
      expect(calls).to.deep.equal(['init', 'destroy']);
    } finally {
      off();
      offDestructor();
    }
  });
});
