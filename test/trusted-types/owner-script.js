window.ownerScriptRan = (window.ownerScriptRan || 0) + 1;
