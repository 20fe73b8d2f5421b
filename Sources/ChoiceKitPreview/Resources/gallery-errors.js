window.galleryErrors = [];
window.addEventListener("error", function (event) {
  var target = event.target;
  window.galleryErrors.push(target && target.tagName === "IMG"
    ? "picture failed to load: " + target.getAttribute("src")
    : String(event.message) + " (line " + event.lineno + ")");
}, true);
