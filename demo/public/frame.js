import { fromQuery, toBannerSettings } from './lib/settings.js';

// The gallery names the settings in the address; only known values get through (see fromQuery).
document.querySelector('sq-cookie-banner').settings = toBannerSettings(fromQuery(location.search));
