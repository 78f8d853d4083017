/**
 * The widths at which the page's column and the help button are checked (centred-column.spec,
 * help-space.spec), each in the project that has that kind of device: phones to a wide desktop.
 */
export const PAGE_WIDTHS = [
  { project: "phone", width: 320, height: 640 },
  { project: "phone", width: 375, height: 667 },
  { project: "phone", width: 768, height: 1024 },
  { project: "desktop", width: 1280, height: 800 },
  { project: "desktop", width: 1920, height: 1080 },
];
