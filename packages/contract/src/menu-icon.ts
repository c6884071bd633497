/** Lucide icon names the web app knows how to draw. */
export type MenuIcon =
  | 'layout-dashboard'
  | 'list-checks'
  | 'clipboard-list'
  | 'scale'
  | 'ticket'
  | 'key-round'
  | 'file-question'
  | 'ban'
  | 'shield'
  | 'bot'
  | 'scroll-text'
  | 'phone-call'
  | 'shopping-bag'
  | 'server'
  | 'users'
  | 'chart-column'
  | 'plug';
