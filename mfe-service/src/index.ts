// Async boundary: shared singletons are negotiated before React loads (standalone mode only).
import('./bootstrap');
